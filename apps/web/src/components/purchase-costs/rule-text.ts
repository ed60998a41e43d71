import { DUTY_RULES, formatDate, formatNumber, formatPrice, type RegistrationDuty } from '@immo/domain';

/** Flanders' modest-home limit in its core cities and the Vlaamse Rand, which the rules by postcode do not tell apart. */
const FLANDERS_HIGHER_MODEST_CEILING = 240_000;

// Inside a sentence an amount and its rate must not break across lines ("€" at the end of one, "40.000" on the next).
const money = (value: number): string => formatPrice(value).replace(' ', '\u00a0');
export const percent = (rate: number): string => `${formatNumber(rate * 100, 2)}\u00a0%`;

type RuleMessage =
  | 'ruleStandard'
  | 'ruleOwnHome'
  | 'ruleOwnHomeReduction'
  | 'ruleAbatement'
  | 'ruleAbatementCeiling'
  | 'ruleOverCeiling'
  | 'ruleCredit'
  | 'ruleNoCredit';

/**
 * Which sentence says the rule a duty was computed under, with its values
 * already in the site's number style: the message key and its arguments.
 */
export function ruleText(duty: RegistrationDuty): { key: RuleMessage; values: Record<string, string> } {
  const rule = DUTY_RULES.find((candidate) => candidate.id === duty.rule.id);
  const values: Record<string, string> = {
    region: duty.region,
    rate: percent(duty.rule.rate),
    since: formatDate(duty.rule.validFrom),
  };
  if (!rule) return { key: 'ruleStandard', values };
  if (rule.credit) {
    return {
      key: 'ruleCredit',
      values: {
        ...values,
        perBuyer: money(rule.credit.perBuyer),
        credit: money(duty.credit),
        minimum: money(rule.credit.minimumDuty),
      },
    };
  }
  if (duty.region === 'luxembourg') return { key: 'ruleNoCredit', values };
  if (!rule.ownHome) return { key: 'ruleStandard', values };
  if (rule.reduction) {
    return duty.reduction > 0
      ? {
          key: 'ruleOwnHomeReduction',
          values: {
            ...values,
            reduction: money(duty.reduction),
            ceiling: money(rule.reduction.priceCeiling),
            higherCeiling: money(FLANDERS_HIGHER_MODEST_CEILING),
          },
        }
      : { key: 'ruleOwnHome', values };
  }
  if (rule.abatement) {
    const abatement = money(duty.overCeiling ? rule.abatement.amount : duty.abatement);
    const ceiling = rule.abatement.priceCeiling;
    if (ceiling === undefined) return { key: 'ruleAbatement', values: { ...values, abatement } };
    return {
      key: duty.overCeiling ? 'ruleOverCeiling' : 'ruleAbatementCeiling',
      values: { ...values, abatement, ceiling: money(ceiling) },
    };
  }
  return { key: 'ruleOwnHome', values };
}
