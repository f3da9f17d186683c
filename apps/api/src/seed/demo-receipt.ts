import { formatBRL } from '@alinhavo/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { batches } from '../modules/batches/schema.ts';
import { profiles } from '../modules/companies/schema.ts';
import { outworkers } from '../modules/outworkers/schema.ts';
import { paymentReceipts, paymentRecords } from '../modules/workshop-payments/schema.ts';
import { users } from '../platform/auth/schema.ts';
import type { Db, Tx } from '../platform/db/client.ts';
import { runAsSystemForCompany, runAsUser } from '../platform/db/tenant.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import { newFileKey } from '../platform/storage/storage.ts';
import { DEMO_LOGIN, DEMO_WORKSHOPS } from './demo-data.ts';

const DAY_MS = 86_400_000;

/** A one-page PDF with these lines of text (Helvetica, ASCII only), its cross-reference table counted exactly. */
export function simplePdf(lines: string[]): Uint8Array {
  const pdfText = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map(
    (line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${780 - i * 24} Td (${pdfText(line)}) Tj ET`,
  );
  const stream = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

type ReceiptFacts = { batchCode: string; workshop: string; finalAmountCents: number };

/** The demo receipt's bytes: made from what the database keeps, so any start can write the same file again. */
export function demoReceiptPdf(facts: ReceiptFacts): Uint8Array {
  return simplePdf([
    'Comprovante de transferencia PIX',
    `Pagador: Confeccoes Aurora Ltda`,
    `Recebedor: ${facts.workshop}`,
    `Valor: ${formatBRL(facts.finalAmountCents).replace(/\s/g, ' ')}`,
    `Referente ao lote ${facts.batchCode}`,
    'Documento de demonstracao do Alinhavo',
  ]);
}

export const demoReceiptName = (batchCode: string) => `comprovante-pix-${batchCode}.pdf`;

/**
 * The associated demo workshop (Pomerode) has been paid for its oldest payable batch: the record is 'pago' by PIX
 * three days after its review, with the PIX receipt attached. The row is written here; its file is written by
 * `writeDemoReceiptFiles` when the server starts with its storage (the build makes the demo without one).
 */
export async function seedDemoPaidPayment(
  tx: Tx,
  demo: { companyId: string; ownerId: string },
): Promise<void> {
  const workshop = DEMO_WORKSHOPS.find((w) => w.status === 'active')!.outworker;
  const [record] = await tx
    .select({
      id: paymentRecords.id,
      createdAt: paymentRecords.createdAt,
      finalAmountCents: paymentRecords.finalAmountCents,
      batchCode: batches.code,
    })
    .from(paymentRecords)
    .innerJoin(outworkers, eq(outworkers.id, paymentRecords.outworkerId))
    .innerJoin(batches, eq(batches.id, paymentRecords.batchId))
    .where(
      and(
        eq(paymentRecords.companyId, demo.companyId),
        eq(outworkers.name, workshop),
        inArray(paymentRecords.paymentStatus, ['aguardando_prazo', 'com_desconto']),
      ),
    )
    .orderBy(asc(paymentRecords.createdAt))
    .limit(1);
  if (!record) throw new Error(`demo seed: no payment record of '${workshop}' to pay`);
  const paidAt = new Date(Math.min(record.createdAt.getTime() + 3 * DAY_MS, Date.now() - DAY_MS));
  const bytes = demoReceiptPdf({ ...record, workshop });
  await tx
    .update(paymentRecords)
    .set({
      paymentStatus: 'pago',
      paidAt,
      paidOn: sql`(${paidAt.toISOString()}::timestamptz at time zone 'America/Sao_Paulo')::date`,
      paymentMethod: 'pix',
      updatedAt: paidAt,
    })
    .where(and(eq(paymentRecords.id, record.id), eq(paymentRecords.companyId, demo.companyId)));
  await tx.insert(paymentReceipts).values({
    companyId: demo.companyId,
    paymentRecordId: record.id,
    filename: demoReceiptName(record.batchCode),
    filePath: newFileKey(demo.companyId, 'application/pdf', 'payment-receipts'),
    contentType: 'application/pdf',
    sizeBytes: bytes.byteLength,
    createdAt: paidAt,
    createdBy: demo.ownerId,
  });
}

/**
 * At start, for the demo company: writes the file of each demo receipt its storage does not have yet (a new
 * install copied the demo's database from the build, never its files). Answers how many it wrote.
 */
export async function writeDemoReceiptFiles(db: Db, storage: FileStorage): Promise<number> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_LOGIN.email))
    .limit(1);
  if (!owner) return 0;
  const [profile] = await runAsUser(db, owner.id, (tx) =>
    tx.select({ companyId: profiles.companyId }).from(profiles).where(eq(profiles.id, owner.id)),
  );
  if (!profile?.companyId) return 0;
  const companyId = profile.companyId;
  const receipts = await runAsSystemForCompany(db, companyId, (tx) =>
    tx
      .select({
        key: paymentReceipts.filePath,
        filename: paymentReceipts.filename,
        batchCode: batches.code,
        workshop: outworkers.name,
        finalAmountCents: paymentRecords.finalAmountCents,
      })
      .from(paymentReceipts)
      .innerJoin(paymentRecords, eq(paymentRecords.id, paymentReceipts.paymentRecordId))
      .innerJoin(batches, eq(batches.id, paymentRecords.batchId))
      .innerJoin(outworkers, eq(outworkers.id, paymentRecords.outworkerId))
      .where(eq(paymentReceipts.companyId, companyId)),
  );
  let written = 0;
  for (const receipt of receipts) {
    if (receipt.filename !== demoReceiptName(receipt.batchCode)) continue;
    if (await storage.get(receipt.key)) continue;
    await storage.put(receipt.key, demoReceiptPdf(receipt), 'application/pdf');
    written += 1;
  }
  return written;
}
