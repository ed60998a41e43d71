// Every kind-specific handler class, one line each; a kind not handled here
// gets DefaultLeadHandler. Each helper adding a form adds its class below.
import type { Type } from '@nestjs/common';
import type { LeadHandler } from './lead-handler';

export const leadHandlerClasses: Type<LeadHandler>[] = [];
