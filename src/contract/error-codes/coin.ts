// Error codes of the coin business: transfers, top-up, payment callbacks, price lists (3000-3999): one block of ERROR_CODES (src/contract/errors.ts). Numbers never change once published.

/** Code of each outcome of this block (docs/api.md lists them). */
export const COIN_ERROR_CODES = {
  // Coin transfer (SPEC 5, 8): checkTransfer in src/domain/transfer.ts; an unknown target is userNotFound.
  'transfer.targetNotSearched': 3001,
  'transfer.selfTransfer': 3002,
  'transfer.targetIsDealer': 3003,
  'transfer.amountRequired': 3004,
  'transfer.amountInvalid': 3005,
  'transfer.amountTooSmall': 3006,
  'transfer.notMultiple': 3007,
  'transfer.exceedsBalance': 3008,
  /** DESIGN 12: the target is banned, closing or closed (the policy's receiveCoins). */
  'transfer.receiverNotActive': 3501,

  // Coin top-up (DESIGN 11): checkTopUpChoice in src/domain/topup.ts, and the payment orders.
  'topup.packageRequired': 3101,
  'topup.channelRequired': 3102,
  /** No payment order with that id for this user. */
  'topup.orderNotFound': 3103,
  /** The server has no payment provider configured: nothing can be paid now. */
  'topup.unavailable': 3104,

  // The payment provider's signed callback (docs/api.md, "Payment callback"); nothing is credited on any of them.
  /** The callback names no order of ours. */
  'payment.orderNotFound': 3201,
  /** The amount paid is not the order's price. */
  'payment.amountMismatch': 3202,
  /** The order expired before the payment was confirmed. */
  'payment.orderExpired': 3203,
  /** The order is already closed in another way (failed, or paid by another transaction). */
  'payment.orderClosed': 3204,

  // Price lists (SPEC 3, DESIGN 11): checkPriceListSubmission and checkRefusalReason in src/domain/price-list.ts.
  'priceList.imageRequired': 3301,
  'priceList.whatsappRequired': 3302,
  'priceList.whatsappInvalid': 3303,
  /** No price-list submission with that id. */
  'priceList.notFound': 3304,
  /** The submission was already reviewed (or replaced) and cannot be reviewed again. */
  'priceList.notAuditing': 3305,
  'priceList.reasonRequired': 3306,
  'priceList.reasonTooLong': 3307,
} as const satisfies Record<string, number>;
