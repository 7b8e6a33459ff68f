// The package ships no types; this covers the part of its API the adapter uses (es/inline.js, v2.25).
declare module '@paystack/inline-js' {
  export interface PaystackSuccess {
    reference?: string;
    status?: string;
    trans?: string;
    message?: string;
  }

  export interface PaystackTransactionOptions {
    key: string;
    email: string;
    amount: number;
    currency?: string;
    reference?: string;
    channels?: string[];
    metadata?: Record<string, unknown>;
    onSuccess?: (transaction: PaystackSuccess) => void;
    onCancel?: () => void;
    onError?: (error: { message?: string }) => void;
  }

  export interface PaystackResumeCallbacks {
    onSuccess?: (transaction: PaystackSuccess) => void;
    onCancel?: () => void;
    onError?: (error: { message?: string }) => void;
  }

  export default class PaystackPop {
    newTransaction(options: PaystackTransactionOptions): unknown;
    /** Opens a transaction the server initialised; only its access code crosses the browser. */
    resumeTransaction(accessCode: string, callbacks?: PaystackResumeCallbacks): unknown;
  }
}
