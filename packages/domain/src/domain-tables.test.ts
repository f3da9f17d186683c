import { describe, expect, it } from 'vitest';
import * as barcode from './barcode/ean13.ts';
import * as format from './format/index.ts';
import * as workshopMessaging from './messaging/workshop-messages.ts';
import * as planFeatures from './permissions/plan-features.ts';
import * as roles from './permissions/roles.ts';
import * as batchStatus from './production/batch-status.ts';
import * as labels from './production/labels/label.ts';
import * as layouts from './production/labels/layouts.ts';
import * as zpl from './production/labels/zpl.ts';
import * as orderStatus from './production/orders/order-status.ts';
import * as payment from './production/quality/payment.ts';
import * as supplies from './production/supplies.ts';
import { Dec } from './quantity/decimal.ts';

/**
 * The words and settings the screens and documents show, outside the contracts: status and priority labels and
 * their badge tones, role names, label sheet layouts and printer defaults, messages. A change here is a change
 * people see; the snapshot makes it visible in review (update with `vitest -u` when it is meant).
 */
function constants(module: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(module)
      .filter(([, value]) => typeof value !== 'function')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

const modules = {
  barcode,
  format,
  labels,
  layouts,
  zpl,
  batchStatus,
  orderStatus,
  payment,
  supplies,
  planFeatures,
  roles,
  workshopMessaging,
};

describe('domain tables', () => {
  for (const [name, module] of Object.entries(modules)) {
    it(`${name}: the labels, tones, layouts and messages it exports`, () => {
      expect(constants(module as Record<string, unknown>)).toMatchSnapshot();
    });
  }

  it('decimals keep 40 significant digits and round half-up', () => {
    expect(new Dec(1).div(3).toString()).toBe(`0.${'3'.repeat(40)}`);
    expect(new Dec('2.5').toDecimalPlaces(0).toString()).toBe('3');
    expect(new Dec('-2.5').toDecimalPlaces(0).toString()).toBe('-3');
  });
});
