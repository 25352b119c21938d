import { defineMessages } from '../define-messages';

/** The developer's ledger and the payouts made from it. */
export const ledgerMessages = defineMessages({
  es: {
    'ledger.nothingOwed': 'Este desarrollador no tiene saldo a favor: no hay nada que pagar.',
  },
  en: {
    'ledger.nothingOwed': 'This developer has no balance in their favour: there is nothing to pay.',
  },
});
