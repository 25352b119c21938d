import { defineMessages } from '../define-messages';

/** The developer's ledger and the payouts made from it. */
export const ledgerMessages = defineMessages({
  es: {
    'ledger.nothingOwed': 'Este desarrollador no tiene saldo a favor: no hay nada que pagar.',
    'ledger.developerNotFound': 'Desarrollador no encontrado',
    'ledger.saleAlreadyRefunded': 'Esta venta fue reembolsada: no hay nada que pagar por ella.',
    'ledger.payoutUnconfirmed':
      'El proveedor de pagos no confirmó el pago. Vuelve a intentarlo: se reenviará el mismo pago, nunca se pagará dos veces.',
  },
  en: {
    'ledger.nothingOwed': 'This developer has no balance in their favour: there is nothing to pay.',
    'ledger.developerNotFound': 'Developer not found',
    'ledger.saleAlreadyRefunded': 'This sale was refunded: there is nothing to pay for it.',
    'ledger.payoutUnconfirmed':
      'The payment provider did not confirm the payout. Try again: the same payout is sent again, it is never paid twice.',
  },
});
