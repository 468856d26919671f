/**
 * Conditional carrier rules applied to what the cards show (doc2 §4): a carrier's answer may hold
 * several pay plans; the card shows the first plan that passes every rule the carrier has
 * (1 age 21 or older, 2 one-month plan, 3 EFT plan match, 4 exactly 4 payments). A carrier whose
 * plans all fail its rules shows no card.
 */
import { passesConditionalRule, type ConditionalRule, type RuleContext } from "./quote-cards";
import type { QuoteRate } from "./pay-plan";

export function isConditionalRule(value: number): value is ConditionalRule {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/** The pay plan a card shows for one carrier, or undefined when none passes the carrier's rules. */
export function shownRate<Q extends QuoteRate>(rates: readonly Q[], rules: readonly number[], context: RuleContext): Q | undefined {
  const active = rules.filter(isConditionalRule);
  return rates.find((rate) => active.every((rule) => passesConditionalRule(rule, rate, context)));
}
