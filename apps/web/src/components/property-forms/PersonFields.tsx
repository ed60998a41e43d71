'use client';
import { FieldRow } from '@/components/forms/FieldRow';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import type { PersonTexts } from './property-form-texts';

interface PersonFieldsProps {
  texts: PersonTexts;
  /** `personA.` for an offer's buyer; empty for the visitor's own fields. */
  prefix?: string;
  /** Street, number, box, postcode and city too (an offer's buyers). */
  address?: boolean;
  /** Not the visitor's own data (an offer's second buyer): no autofill. */
  other?: boolean;
  /** Person B is optional as a whole: no field of it is marked required. */
  optional?: boolean;
}

/** Title, names, e-mail and phone (and the address when asked), with their autocomplete tokens. */
export function PersonFields({ texts, prefix = '', address, other, optional }: PersonFieldsProps) {
  const token = <T extends string>(value: T) => (other ? 'off' : value);
  const required = !optional;
  return (
    <>
      <SelectField
        name={`${prefix}title`}
        label={texts.title}
        placeholder={texts.titlePlaceholder}
        options={texts.titles}
        autoComplete={token('honorific-prefix')}
        required={required}
      />
      <FieldRow>
        <TextField
          name={`${prefix}firstName`}
          label={texts.firstName}
          autoComplete={token('given-name')}
          required={required}
        />
        <TextField
          name={`${prefix}lastName`}
          label={texts.lastName}
          autoComplete={token('family-name')}
          required={required}
        />
      </FieldRow>
      {address && (
        <>
          <FieldRow>
            <TextField
              name={`${prefix}street`}
              label={texts.street}
              autoComplete={token('address-line1')}
              required={required}
            />
            <TextField
              name={`${prefix}houseNumber`}
              label={texts.houseNumber}
              autoComplete={token('address-line2')}
              required={required}
              short
            />
            <TextField name={`${prefix}boxNr`} label={texts.box} autoComplete="off" short />
          </FieldRow>
          <FieldRow>
            <TextField
              name={`${prefix}zip`}
              label={texts.zip}
              autoComplete={token('postal-code')}
              inputMode="numeric"
              required={required}
              short
            />
            <TextField
              name={`${prefix}city`}
              label={texts.city}
              autoComplete={token('address-level2')}
              required={required}
            />
          </FieldRow>
        </>
      )}
      <FieldRow>
        <TextField
          name={`${prefix}email`}
          type="email"
          label={texts.email}
          autoComplete={token('email')}
          required={required}
        />
        <TextField
          name={`${prefix}phone`}
          type="tel"
          label={texts.phone}
          autoComplete={token('tel')}
          required={required}
        />
      </FieldRow>
    </>
  );
}
