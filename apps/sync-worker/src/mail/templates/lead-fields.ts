// The request's fields in the agency's mail: the form's one presentation
// (libs/domain forms/presentation), in the mail's language, with the names
// the BFF looked up when it stored the lead and the CV's file name.
import { type MailData, type PresentationLookup, presentForm } from '@immo/domain';
import { type MailBlock } from './mail-layout';
import { type MailText } from './mail-text';

type Data = MailData<'lead-to-agency'>;

/** What the mail knows of the catalogue: the names stored with it, and the attached CV by its file name. */
export function mailLookup(data: Data): PresentationLookup {
  const cvId = data.fields['cvUploadId'];
  const cv = data.attachments[0];
  return {
    propertyTypes: data.names?.propertyTypes ?? {},
    places: data.names?.places ?? {},
    files: typeof cvId === 'string' && cv !== undefined ? { [cvId]: cv.filename } : {},
  };
}

/** One heading and its facts per group, in the form's order (who, what about, message, how to reach). */
export function leadFieldBlocks(data: Data, t: MailText): MailBlock[] {
  return presentForm(data.kind, data.fields, t.locale, mailLookup(data)).flatMap((group): MailBlock[] => [
    { type: 'heading', text: group.heading },
    { type: 'facts', rows: group.fields.map((field): [string, string] => [field.label, field.value]) },
  ]);
}
