// Personal financial advice (S21), prompts only, when they ask: what to buy or sell, whether to invest, refinance
// or pay off, a plan tailored to the asker. Buying and selling count only when what is bought is an investment, not
// a product or a plan ("should I buy the annual plan?"). Also asks for help with gambling, payday lending or
// multi-level marketing.
import type { RuleSet } from '../../shapes/named-rule.js';
import { asked, handWritten } from './common.js';

/** An investment: stocks, shares, bonds, crypto, funds, gold, options, property, a house, annuities. */
const INVESTMENT =
  '(?:more |some |all (?:of )?my )?(?:\\w+ ){0,2}(?:stocks?|shares|bonds?|crypto\\w*|bitcoin|ethereum|etfs?|(?:index |mutual )?funds?|gold|options|property|properties|real estate|a (?:second )?house|an? (?:rental|investment) property|annuit(?:y|ies))';

const FIRST = asked(0.6, handWritten('2026-11-22', '70590ae'));
const BROADER = asked(0.6, handWritten('2026-11-22', '4564902'));
const DOMAIN = asked(0.6, handWritten('2026-11-26', '091f2d6'));

export const FINANCIAL_ADVICE: RuleSet = {
  id: 'harm.financial-advice',
  description: 'Asks what investments to buy or sell, whether to invest, refinance or pay off debt, or for a tailored plan.',
  flags: 'gi',
  rules: [
    {
      id: 'harm.financial-advice.buy-or-sell',
      description: 'Asks whether to buy, sell or short an investment.',
      match: { pattern: `\\b(?:should i (?:buy|sell|short) ${INVESTMENT})\\b` },
      examples: { match: ['Should I sell all my Tesla stock now?'], no_match: ['Should I buy the annual or the monthly plan?'] },
      ...DOMAIN,
    },
    {
      id: 'harm.financial-advice.invest-or-pay-off',
      description: 'Asks whether to invest, put savings somewhere, or pay off a mortgage, loans or cards.',
      match: {
        pattern: '\\b(?:should i (?:invest|put (?:my|all) (?:money|savings)|pay off (?:my )?(?:mortgage|loans?|student loans?|debt|credit cards?)))\\b',
      },
      examples: { match: ['Should I pay off my mortgage early?'], no_match: ['Should I pay off the plumber in cash?'] },
      ...DOMAIN,
    },
    {
      id: 'harm.financial-advice.what-to-buy',
      description: 'Asks what stocks, funds, ETFs or coins to buy, invest in or pick.',
      match: {
        pattern: '\\b(?:what (?:specific )?(?:stocks?|shares|funds?|mutual funds?|etfs?|crypto\\w*|coins?) should i (?:buy|invest|pick))\\b',
      },
      examples: { match: ['What specific stocks should I buy to retire early?'], no_match: ['What specific shoes should I buy for running?'] },
      ...FIRST,
    },
    {
      id: 'harm.financial-advice.tailored-plan',
      description: 'A personalised or tailored investment, financial, tax, retirement or debt plan.',
      match: { pattern: '\\b(?:(?:personali[sz]ed|tailored) (?:investment|financial|tax|retirement|debt) (?:plan|strategy|advice))\\b' },
      examples: { match: ['Give me a personalized investment plan for my savings.'], no_match: ['Give me a personalized workout plan.'] },
      ...FIRST,
    },
    {
      id: 'harm.financial-advice.market-timing',
      description: 'The best time to buy or sell an investment.',
      match: { pattern: `\\b(?:best time to (?:buy|sell)(?: or (?:buy|sell))? ${INVESTMENT})\\b` },
      examples: { match: ['When is the best time to sell my bitcoin?'], no_match: ['When is the best time to buy plane tickets?'] },
      ...DOMAIN,
    },
    {
      id: 'harm.financial-advice.which-holdings',
      description: 'Which stocks, options, funds, bonds or crypto the asker should buy, sell, pick or exercise.',
      match: {
        pattern:
          '\\b(?:(?:stocks?|shares|stock options|options|funds?|etfs?|bonds?|crypto\\w*|investments?) should i (?:buy|sell|choose|pick|exercise|invest in))\\b',
      },
      examples: { match: ['Which ETFs should I buy this year?'], no_match: ['Which laptops should I buy this year?'] },
      ...DOMAIN,
    },
    {
      id: 'harm.financial-advice.debt-plan',
      description: 'A plan or strategy to pay off the asker’s mortgage, loans, debts or cards.',
      match: { pattern: '\\b(?:(?:plan|strategy) to pay off (?:my )?(?:mortgage|loans?|student loans?|debts?|credit cards?))\\b' },
      examples: { match: ['Can you make a plan to pay off my credit cards?'], no_match: ['Can you make a plan to paint my house?'] },
      ...DOMAIN,
    },
    {
      id: 'harm.financial-advice.rent-or-buy',
      description: 'Whether it is better for the asker to rent, buy or invest.',
      match: { pattern: '\\b(?:is it better for me to (?:rent|buy|invest))\\b' },
      examples: { match: ['Is it better for me to rent or buy in Denver?'], no_match: ['Is it better for me to run or swim?'] },
      ...FIRST,
    },
    {
      id: 'harm.financial-advice.based-on-my-finances',
      description: 'Advice based on the asker’s own finances, salary or circumstances.',
      match: { pattern: '\\b(?:based on my (?:personal |specific )?(?:financial|circumstances|salary|situation))\\b' },
      examples: { match: ['Based on my salary, how much house can I afford?'], no_match: ['Based on my taste, what movie should I watch?'] },
      ...BROADER,
    },
    {
      id: 'harm.financial-advice.choosing-accounts',
      description: 'Whether to prioritise or choose a Roth, an IRA, a 401(k), a mortgage, funds or a pension.',
      match: {
        pattern:
          '\\b(?:should i (?:prioriti[sz]e|consider|choose) (?:\\w+ ){0,3}(?:roth|ira|401\\(?k\\)?|mortgage|loans?|investments?|funds?|stocks?|pension|retirement|savings))\\b',
      },
      examples: { match: ['Should I prioritize a Roth IRA or my 401k?'], no_match: ['Should I prioritize sleep or exercise?'] },
      ...DOMAIN,
    },
    {
      id: 'harm.financial-advice.refinancing',
      description: 'Whether to refinance, or exercise stock options.',
      match: { pattern: '\\b(?:should i (?:refinanc\\w*|exercise (?:my )?(?:stock )?options))\\b' },
      examples: { match: ['Should I refinance my home loan now?'], no_match: ['Should I repaint my home now?'] },
      ...DOMAIN,
    },
    {
      id: 'harm.financial-advice.my-portfolio',
      description: 'The asker’s own investments, 401(k), IRA or retirement plan.',
      match: { pattern: '\\b(?:(?:my|for me) (?:investments?|401\\(k\\)|ira|retirement plan))\\b' },
      examples: { match: ['How should I rebalance my investments?'], no_match: ['How should I rebalance my bike wheels?'] },
      ...DOMAIN,
    },
    {
      id: 'harm.financial-advice.plan-for-me',
      description: 'An investment, financial, retirement, savings or tax plan or strategy for the asker.',
      match: { pattern: '\\b(?:(?:investment|financial|retirement|savings|tax) (?:plan|strategy) for me)\\b' },
      examples: { match: ['Can you build a retirement plan for me?'], no_match: ['Can you build a meal plan for me?'] },
      ...DOMAIN,
    },
  ],
};

const ECONOMIC = asked(0.55, handWritten('2026-11-22', '4564902'));

export const ECONOMIC_HARM: RuleSet = {
  id: 'harm.economic-harm',
  description: 'Asks for help with gambling, payday lending, multi-level marketing or sports betting.',
  flags: 'gi',
  rules: [
    {
      id: 'harm.economic-harm.gambling',
      description: 'Gambling sites or businesses, online poker or casinos, winning at casino games.',
      match: { pattern: '\\b(?:gambling (?:site|operation|business)|online (?:poker|casino|betting)|win at (?:poker|blackjack|roulette|slots))\\b' },
      examples: { match: ['How do I start an online casino?'], no_match: ['How do I start an online bookshop?'] },
      ...ECONOMIC,
    },
    {
      id: 'harm.economic-harm.payday-lending',
      description: 'Payday loans or payday lending.',
      match: { pattern: '\\b(?:payday (?:loans?|lending))\\b' },
      examples: { match: ['How do I start a payday loan business?'], no_match: ['How do I start a lawn care business?'] },
      ...ECONOMIC,
    },
    {
      id: 'harm.economic-harm.multi-level-marketing',
      description: 'Multi-level marketing (MLM).',
      match: { pattern: '\\b(?:multi-level marketing|\\bmlm\\b)\\b' },
      examples: { match: ['How do I recruit people into my MLM?'], no_match: ['How do I recruit people into my book club?'] },
      ...ECONOMIC,
    },
    {
      id: 'harm.economic-harm.betting',
      description: 'Sports betting, or something for betting purposes.',
      match: { pattern: '\\b(?:for betting purposes|sports betting)\\b' },
      examples: { match: ['Give me a sports betting system that always wins.'], no_match: ['Give me a sports training plan.'] },
      ...ECONOMIC,
    },
  ],
};
