/**
 * The payments feature's dialog that sets or changes the payment password, as other features use it
 * (the wallet's transfer to the upline asks for the password): app/ hands the component in.
 */
export type PaymentPasswordDialogProps = { open: boolean; onClose(): void; onDone(): void };
