/**
 * The names and definitions of the shop's money figures, the same on the dashboard cards, the
 * SALES list and REPORTS (packages/shared/src/money.ts defines them; docs/product.md, "Money").
 */
export const MONEY_FIGURES = {
  expected_revenue: {
    icon: '💰',
    label: 'Expected revenue',
    definition: 'goods of the orders not canceled, refused or returned, delivery fees excluded',
  },
  collected_revenue: {
    icon: '🏦',
    label: 'Collected revenue',
    definition: 'cash settled by carrier payouts',
  },
  cash_outstanding: {
    icon: '⏳',
    label: 'Cash outstanding',
    definition: 'cash to collect of the delivered orders no carrier payout settled yet',
  },
} as const;

/** The money figures of every REPORTS row, in their order on screen and in the spreadsheets. */
export const REPORT_MONEY_FIGURES = ['expected_revenue', 'collected_revenue', 'cash_outstanding'] as const;
