/** What every mail builder needs to put text in a message safely: nothing typed by anyone is markup. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A subject line: one line, whatever the member typed (no header injection through a title). */
export const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** `{{key}}` placeholders of a translated text; an unknown key is left as written. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
