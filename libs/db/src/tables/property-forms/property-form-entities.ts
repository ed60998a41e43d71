import { LeadUploadEntity } from '../cv-uploads/lead-upload.entity';
import { DocumentRequestEntity } from './document-request.entity';
import { FriendSendEntity } from './friend-send.entity';

/** The rows the property forms keep beside their lead (migration PropertyForms1764440000000). */
export const propertyFormEntities = [DocumentRequestEntity, FriendSendEntity, LeadUploadEntity];
