import { AsyncLocalStorage } from 'node:async_hooks';

/** Marks the work of a withTransaction callback (with-transaction.ts); its own module, so the realtime hub can read it without importing the app's context. */
export const transactionWork = new AsyncLocalStorage<true>();

/**
 * True while a withTransaction callback runs (its after-commit effects run outside it). The realtime
 * hub warns when it publishes then: a NOTIFY issued while a write transaction is open keeps that
 * transaction's locks waiting on PostgreSQL's global notify-queue lock, and may announce a write that
 * then rolls back.
 */
export const insideTransactionWork = (): boolean => transactionWork.getStore() === true;
