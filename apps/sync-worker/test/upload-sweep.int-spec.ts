import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { UPLOAD_GRACE_MS } from '../src/uploads/orphan-uploads';
import { UploadSweeper } from '../src/uploads/upload-sweeper';
import { openTestDatabase } from './support/database';

// A CV leaves the disk with its lead: the row goes by the foreign key, the
// file by the sweep the lead retention job runs; an upload no application
// claimed goes after the grace period.
describe(UploadSweeper.name, () => {
  let dataSource: DataSource;
  let uploadDir: string;
  let sweeper: UploadSweeper;
  const later = () => new Date(Date.now() + UPLOAD_GRACE_MS + 60_000);

  async function storedUpload(leadId: string | null): Promise<string> {
    const id = randomUUID();
    writeFileSync(join(uploadDir, id), '%PDF-1.7\n');
    await dataSource.query(
      `INSERT INTO lead_uploads (id, lead_id, file_name, content_type, size) VALUES ($1, $2, 'cv.pdf', 'application/pdf', 9)`,
      [id, leadId],
    );
    return id;
  }

  async function insertLead(): Promise<string> {
    const id = randomUUID();
    await dataSource.query(
      `INSERT INTO leads (id, kind, state, locale, email, fields, client_network) VALUES ($1, 'rent-application', 'received', 'fr', 'a@example.be', '{}', '127.0.0.1')`,
      [id],
    );
    return id;
  }

  beforeAll(async () => {
    dataSource = await openTestDatabase();
    uploadDir = mkdtempSync(join(tmpdir(), 'immo-sweep-'));
    sweeper = new UploadSweeper({ UPLOAD_DIR: uploadDir }, dataSource);
  });

  afterAll(async () => {
    await dataSource.destroy();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it('deletes the file of a deleted lead and keeps the one of a lead still kept', async () => {
    const [gone, kept] = [await insertLead(), await insertLead()];
    const [goneFile, keptFile] = [await storedUpload(gone), await storedUpload(kept)];
    await dataSource.query('DELETE FROM leads WHERE id = $1', [gone]);
    expect(await dataSource.query('SELECT 1 FROM lead_uploads WHERE id = $1', [goneFile])).toEqual([]);

    expect(await sweeper.sweep(later())).toBe(1);
    expect(existsSync(join(uploadDir, goneFile))).toBe(false);
    expect(existsSync(join(uploadDir, keptFile))).toBe(true);
  });

  it('keeps an unclaimed upload for the grace period, then deletes its row and file', async () => {
    const pending = await storedUpload(null);
    await sweeper.sweep(new Date());
    expect(existsSync(join(uploadDir, pending))).toBe(true);
    await dataSource.query(
      `UPDATE lead_uploads SET created_at = created_at - $1 * interval '1 millisecond' WHERE id = $2`,
      [UPLOAD_GRACE_MS + 60_000, pending],
    );
    await sweeper.sweep(later());
    expect(existsSync(join(uploadDir, pending))).toBe(false);
    expect(await dataSource.query('SELECT 1 FROM lead_uploads WHERE id = $1', [pending])).toEqual([]);
  });
});
