/** @jest-environment jsdom */
import { renderToString } from 'react-dom/server';
import type { SlotDay } from '@/lib/forms/slot-days';
import { SlotPicker } from './SlotPicker';

const days: SlotDay[] = [
  {
    day: '2026-03-30',
    label: 'lundi 30 mars',
    slots: [{ value: '2026-03-30T08:00:00.000Z', label: '10:00 – 10:30', free: 1 }],
  },
  {
    day: '2026-03-31',
    label: 'mardi 31 mars',
    slots: [
      { value: '2026-03-31T08:00:00.000Z', label: '10:00 – 10:30', free: 2, note: '2 places libres' },
      { value: '2026-03-31T08:30:00.000Z', label: '10:30 – 11:00', free: 1 },
    ],
  },
];

function render(selected?: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <SlotPicker days={days} texts={{ legend: 'Choisissez une heure', hint: "À l'heure belge." }} selected={selected} />,
  );
  return container;
}

describe(SlotPicker.name, () => {
  it('is one required radio group named by its legend, a folding section per day, as plain HTML', () => {
    const container = render();
    const group = container.querySelector('[role="radiogroup"]');
    expect(group?.getAttribute('aria-required')).toBe('true');
    expect(container.querySelector(`#${group?.getAttribute('aria-labelledby') ?? 'none'}`)?.textContent).toContain(
      'Choisissez une heure',
    );
    const radios = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => [radio.name, radio.value, radio.labels?.[0]?.textContent])).toEqual([
      ['slotStart', '2026-03-30T08:00:00.000Z', '10:00 – 10:30'],
      ['slotStart', '2026-03-31T08:00:00.000Z', '10:00 – 10:30 · 2 places libres'],
      ['slotStart', '2026-03-31T08:30:00.000Z', '10:30 – 11:00'],
    ]);
    expect(
      [...container.querySelectorAll('details')].map((day) => [day.querySelector('summary')?.textContent, day.open]),
    ).toEqual([
      ['lundi 30 mars', true],
      ['mardi 31 mars', false],
    ]);
  });

  it('opens the day of the slot chosen before and ticks it', () => {
    const container = render('2026-03-31T08:30:00.000Z');
    expect([...container.querySelectorAll('details')].map((day) => day.open)).toEqual([false, true]);
    expect(container.querySelector<HTMLInputElement>('input[value="2026-03-31T08:30:00.000Z"]')?.checked).toBe(true);
  });
});
