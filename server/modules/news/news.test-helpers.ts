import sharp from 'sharp';
import type { TestClient } from '../../test/http-client';

/** A ready-to-publish draft made through the API by this admin; returns its id and slug. */
export async function writeArticle(
  admin: TestClient,
  fields: { title: string; excerpt?: string; body?: string; slug?: string },
): Promise<{ id: string; slug: string }> {
  const res = await admin.post('/api/admin/news', {
    excerpt: 'Un résumé.',
    body: '# Bonjour\n\nLe **texte**.',
    ...fields,
  });
  if (res.statusCode !== 201) throw new Error(`draft not created: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A real PNG bigger than a cover is kept (the server fits it within 1600×900). */
export const coverPng = (width = 2400, height = 1600) =>
  sharp({ create: { width, height, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();
