import { formatDate, formatNumber, formatPrice, type RegistrationDuty } from '@immo/domain';
import { DUTY_RULES } from '@immo/domain';

/** Flanders' modest-home limit in its core cities and the Vlaamse Rand, which the rules by postcode do not tell apart. */
const FLANDERS_HIGHER_MODEST_CEILING = 240_000;

export const percent = (rate: number): string => `${formatNumber(rate * 100, 2)} %`;

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
        perBuyer: formatPrice(rule.credit.perBuyer),
        credit: formatPrice(duty.credit),
        minimum: formatPrice(rule.credit.minimumDuty),
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
            reduction: formatPrice(duty.reduction),
            ceiling: formatPrice(rule.reduction.priceCeiling),
            higherCeiling: formatPrice(FLANDERS_HIGHER_MODEST_CEILING),
          },
        }
      : { key: 'ruleOwnHome', values };
  }
  if (rule.abatement) {
    const abatement = formatPrice(duty.overCeiling ? rule.abatement.amount : duty.abatement);
    const ceiling = rule.abatement.priceCeiling;
    if (ceiling === undefined) return { key: 'ruleAbatement', values: { ...values, abatement } };
    return {
      key: duty.overCeiling ? 'ruleOverCeiling' : 'ruleAbatementCeiling',
      values: { ...values, abatement, ceiling: formatPrice(ceiling) },
    };
  }
  return { key: 'ruleOwnHome', values };
}
