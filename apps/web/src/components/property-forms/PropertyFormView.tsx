'use client';
// A form rendered with its page (its own URL): the server's HTML holds the
// whole form, so it works before (and without) JavaScript.
import ContactMeForm from './ContactMeForm';
import DocumentRequestForm from './DocumentRequestForm';
import type { PropertyFormProps } from './form-props';
import type { OpenableFormKind } from './form-kinds';
import OfferForm from './OfferForm';
import ProjectContactForm from './ProjectContactForm';
import RentApplicationForm from './RentApplicationForm';
import SendToFriendForm from './SendToFriendForm';

const forms = {
  'contact-me': ContactMeForm,
  'document-request': DocumentRequestForm,
  'send-to-friend': SendToFriendForm,
  offer: OfferForm,
  'rent-application': RentApplicationForm,
  'contact-construction': ProjectContactForm,
} as const;

export function PropertyFormView({ kind, ...props }: PropertyFormProps & { kind: OpenableFormKind }) {
  const Form = forms[kind];
  return <Form {...props} />;
}
