import { eq } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/client';
import { type SandboxCustomerRow, sandboxCustomers } from '../../../db/schema';

/** A customer's time: the platform clock plus its test-clock offset (Stripe's test clocks). */
export const customerNow = (clock: Clock, customer: Pick<SandboxCustomerRow, 'clockOffsetMs'>) =>
  new Date(clock.now().getTime() + customer.clockOffsetMs);

/** `anchor` plus `months` calendar months, clamped to the month's last day (Jan 31 → Feb 28). */
export function addMonths(anchor: Date, months: number): Date {
  const target = new Date(anchor.getTime());
  const day = anchor.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target;
}

export async function loadCustomer(db: Database, customerId: string): Promise<SandboxCustomerRow | null> {
  const [row] = await db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, customerId));
  return row ?? null;
}
