import type { ReceivedMail } from '@tp/test-kit';

/**
 * The subject and plain text of an e-mail the SMTP peer received, as its reader sees them: lines ended with \n,
 * folded headers joined,
 * RFC 2047 encoded words and the text part's quoted-printable or base64 undone (nodemailer picks either for UTF-8).
 */
export function readMail(mail: ReceivedMail): { subject: string; text: string } {
  const raw = mail.raw.replace(/\r\n/g, '\n');
  const [head, ...rest] = raw.split('\n\n');
  const subject = /^subject:\s*(.*)$/im.exec(unfold(head))?.[1] ?? '';
  return { subject: decodeWords(subject), text: textPart(head, rest.join('\n\n')) };
}

const unfold = (headers: string) => headers.replace(/\n[ \t]+/g, ' ');

/** `=?UTF-8?B?...?=` and `=?UTF-8?Q?...?=` words; the space between two encoded words is not part of the text. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : quotedPrintable(data.replace(/_/g, ' ')));
}

function quotedPrintable(data: string): string {
  const bytes: number[] = [];
  const text = data.replace(/=\n/g, '');
  for (let i = 0; i < text.length; i += 1) {
    const hex = text[i] === '=' ? /^[0-9A-Fa-f]{2}/.exec(text.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text/plain part: the whole body of a one-part e-mail, else the part of the multipart that says it is. */
function textPart(head: string, body: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfold(head))?.[1];
  const parts = boundary ? body.split(`--${boundary}`).map((part) => part.replace(/^\n/, '')) : [`${head}\n\n${body}`];
  const part = parts.find((p) => /^content-type:\s*text\/plain/im.test(p.split('\n\n')[0]));
  if (!part) return '';
  const [partHead, ...partBody] = part.split('\n\n');
  const content = partBody.join('\n\n').replace(/\n$/, '');
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(partHead)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return quotedPrintable(content);
  return content;
}
