'use client';
// The form a visitor opened on the property (or project) page, with its
// heading and a way to close it: loaded on the click (FormsPanel), so none
// of the forms' code is in the page's first load.
import type { PropertyFormProps } from './form-props';
import type { OpenableFormKind } from './form-kinds';
import { PropertyFormView } from './PropertyFormView';
import styles from './PropertyForms.module.css';

export interface OpenFormProps {
  kind: OpenableFormKind;
  label: string;
  props: PropertyFormProps;
  closeLabel: string;
  onClose: () => void;
}

export default function OpenForm({ kind, label, props, closeLabel, onClose }: OpenFormProps) {
  return (
    <>
      <h3 id={props.headingId}>{label}</h3>
      {props.texts.intro ? <p>{props.texts.intro}</p> : null}
      <PropertyFormView kind={kind} {...props} />
      <button type="button" className={styles.close} onClick={onClose}>
        {closeLabel}
      </button>
    </>
  );
}
