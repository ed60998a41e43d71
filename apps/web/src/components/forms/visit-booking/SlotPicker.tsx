'use client';
// The visit slots as one radio group (name `slotStart`), a disclosure per
// day: plain HTML radios and <details>, so it works with the keyboard
// (Tab into the group, arrows between times), with a screen reader (the
// group's legend, then each day's) and without JavaScript (a posted form).
// Inside FormShell it is a kit field (react-hook-form, the error summary);
// elsewhere (the visit's own page) a plain input.
import { useRouter } from 'next/navigation';
import { type ReactNode, useContext, useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldError, RequiredMark } from '../FieldFrame';
import { FormKitContext, useKitField } from '../form-kit-context';
import type { SlotDay, SlotPickerTexts } from '@/lib/forms/slot-days';
import forms from '../Forms.module.css';
import styles from './VisitBooking.module.css';

export const SLOT_FIELD = 'slotStart';

export interface SlotPickerProps {
  days: readonly SlotDay[];
  texts: SlotPickerTexts;
  /** The slot chosen before (a re-rendered form); its day opens. */
  selected?: string;
}

interface PickerFrame {
  id: string;
  error?: string;
  describedBy?: string;
  required: boolean;
  radio: (value: string, index: number) => Record<string, unknown>;
  chosen?: string;
  errorSlot?: ReactNode;
}

export function SlotPicker(props: SlotPickerProps) {
  return useContext(FormKitContext) ? <KitSlotPicker {...props} /> : <PlainSlotPicker {...props} />;
}

function KitSlotPicker(props: SlotPickerProps) {
  const { register, formState } = useFormContext();
  const field = useKitField(SLOT_FIELD, props.texts.legend, true);
  // Someone else took the last seat: the page's slots are read again (never
  // cached), so the visitor sees 'The appointments are full' beside the times
  // still free, with everything typed kept (the form stays mounted).
  const router = useRouter();
  const full = formState.errors[SLOT_FIELD]?.message === 'appointmentsFull';
  useEffect(() => {
    if (full) router.refresh();
  }, [full, router]);
  const chosen = typeof field.defaultValue === 'string' ? field.defaultValue : props.selected;
  return (
    <SlotGroup
      {...props}
      frame={{
        id: field.id,
        error: field.error,
        describedBy: field.describedBy,
        required: true,
        chosen,
        radio: (value, index) => ({
          ...register(SLOT_FIELD),
          defaultChecked: value === chosen,
          autoFocus: index === 0 && field.autoFocus,
        }),
        errorSlot: <FieldError field={field} />,
      }}
    />
  );
}

function PlainSlotPicker(props: SlotPickerProps) {
  const id = 'slot-picker';
  return (
    <SlotGroup
      {...props}
      frame={{
        id,
        describedBy: `${id}-hint`,
        required: true,
        chosen: props.selected,
        radio: (value) => ({ name: SLOT_FIELD, required: true, defaultChecked: value === props.selected }),
      }}
    />
  );
}

function SlotGroup({ days, texts, frame }: SlotPickerProps & { frame: PickerFrame }) {
  const openDay = days.find((day) => day.slots.some((slot) => slot.value === frame.chosen))?.day ?? days[0]?.day;
  // Each radio's place in the whole group: the first one carries the group's id (the error summary links there).
  const firstIndex = days.map((_, dayIndex) =>
    days.slice(0, dayIndex).reduce((count, day) => count + day.slots.length, 0),
  );
  return (
    <fieldset
      className={`${forms.group} ${frame.error ? forms.invalid : ''}`}
      role="radiogroup"
      aria-labelledby={`${frame.id}-legend`}
      aria-describedby={frame.describedBy}
      aria-required={frame.required}
      aria-invalid={frame.error ? true : undefined}
    >
      <legend id={`${frame.id}-legend`} className={forms.label}>
        {texts.legend}
        {frame.errorSlot ? <RequiredMark /> : <span aria-hidden="true"> *</span>}
      </legend>
      <p id={`${frame.id}-hint`} className={forms.hint}>
        {texts.hint}
      </p>
      {days.map((day, dayIndex) => (
        <details key={day.day} className={styles.day} open={day.day === openDay}>
          <summary className={styles.dayLabel}>{day.label}</summary>
          <div className={styles.times}>
            {day.slots.map((slot, slotIndex) => {
              const index = (firstIndex[dayIndex] ?? 0) + slotIndex;
              const radioId = index === 0 ? frame.id : `${frame.id}-${index}`;
              const attributes = frame.radio(slot.value, index);
              return (
                <label key={slot.value} htmlFor={radioId} className={styles.time}>
                  <input id={radioId} type="radio" value={slot.value} {...attributes} />
                  <span>
                    {slot.label}
                    {slot.note ? <span className={styles.seats}> · {slot.note}</span> : null}
                  </span>
                </label>
              );
            })}
          </div>
        </details>
      ))}
      {frame.errorSlot}
    </fieldset>
  );
}
