import sanitizeHtml, { type IOptions, type Attributes } from 'sanitize-html';
import { isHttpUrl, isImageSource, isUploadPath } from '@tp/contracts/image-address';
import { richTextProblem } from '@tp/contracts/rich-text-limits';
import { badRequest } from './errors';

/** Keeps an attribute only when `allowed` says its value is fine. */
function keepIf(attribs: Attributes, name: string, allowed: (value: string) => boolean): Attributes {
  const { [name]: value, ...rest } = attribs;
  return value !== undefined && allowed(value.trim()) ? { ...rest, [name]: value.trim() } : rest;
}

const HEADING_AND_BLOCK_CLASSES = ['ql-align-center', 'ql-align-right', 'ql-align-justify', 'ql-direction-rtl', /^ql-indent-[1-8]$/];

/**
 * What Quill (with the platform's formula and video formats, see web-kit) produces, and nothing else: no scripts,
 * styles, event handlers, iframes, forms or `javascript:` URLs. Links are http(s) only; images come from /uploads
 * or https; videos only from /uploads.
 */
const OPTIONS: IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'ol', 'ul', 'li', 'a', 'img', 'video', 'span', 'blockquote', 'pre', 'code'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    video: ['src', 'controls', 'preload'],
    span: ['data-value'],
    li: ['data-list'],
    pre: ['spellcheck'],
  },
  allowedClasses: {
    p: HEADING_AND_BLOCK_CLASSES, h1: HEADING_AND_BLOCK_CLASSES, h2: HEADING_AND_BLOCK_CLASSES, h3: HEADING_AND_BLOCK_CLASSES,
    li: HEADING_AND_BLOCK_CLASSES, blockquote: HEADING_AND_BLOCK_CLASSES,
    span: ['ql-formula'], video: ['ql-video'], pre: ['ql-syntax'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['https'], video: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'title', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const kept = keepIf(attribs, 'href', isHttpUrl);
      const { target: _target, rel: _rel, ...rest } = kept;
      return { tagName, attribs: kept.target === '_blank' ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest };
    },
    img: (tagName, attribs) => ({ tagName, attribs: keepIf(attribs, 'src', isImageSource) }),
    video: (tagName, attribs) => ({ tagName, attribs: keepIf(attribs, 'src', isUploadPath) }),
  },
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'video') && !frame.attribs.src,
};

/** Rich text as stored: safe to show on any page, whatever the client sent. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * Rich text as stored, refused (400, naming the field) when, sanitised, it is longer or holds more formulas than the
 * pages that draw it should: the request's own check saw the text before sanitising.
 */
export function storableRichText(label: string, html: string): string {
  const clean = sanitizeRichText(html);
  const problem = richTextProblem(label, clean);
  if (problem) throw badRequest(problem);
  return clean;
}
