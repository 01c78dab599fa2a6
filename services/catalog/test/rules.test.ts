import { describe, expect, test } from 'vitest';
import { groupByCategory } from '../src/domain/home-groups';
import { auditPublish, canReadClass, teacherPublish } from '../src/domain/publish-rules';
import { sanitizeRichText } from '@tp/service-kit/rich-text';
import { allowanceOf, assertContentMatches, fileLimit, fileTypeOf, readableSize, requestedKind, UPLOAD_ALLOWANCES } from '../src/domain/upload-rules';

describe('publish states', () => {
  test('the teacher flame: 1 publishes, 0 hides, 2 is refused, a featured class stays featured when published', () => {
    expect(teacherPublish(0, 1)).toBe(1);
    expect(teacherPublish(1, 0)).toBe(0);
    expect(teacherPublish(2, 0)).toBe(0);
    expect(teacherPublish(2, 1)).toBe(2);
    expect(() => teacherPublish(1, 2)).toThrow('Only an administrator can feature a class');
  });

  test('the admin audit toggles 2 and 1, deletes with 0, and cannot feature a hidden class', () => {
    expect(auditPublish(1, 2)).toBe(2);
    expect(auditPublish(2, 1)).toBe(1);
    expect(auditPublish(2, 0)).toBe(0);
    expect(auditPublish(0, 0)).toBe(0);
    expect(() => auditPublish(0, 2)).toThrow('not published by its teacher');
  });
});

describe('who reads a class', () => {
  const teacher = { id: 't1', email: 't@x.test', name: 'T', role: 'Teacher' as const, isAdmin: false };
  test('published or featured: anyone; hidden: only its teacher and administrators', () => {
    for (const isPublish of [1, 2]) expect(canReadClass({ isPublish, teacherId: 't1' }, undefined)).toBe(true);
    expect(canReadClass({ isPublish: 0, teacherId: 't1' }, undefined)).toBe(false);
    expect(canReadClass({ isPublish: 0, teacherId: 't1' }, teacher)).toBe(true);
    expect(canReadClass({ isPublish: 0, teacherId: 't2' }, teacher)).toBe(false);
    expect(canReadClass({ isPublish: 0, teacherId: 't2' }, { ...teacher, role: 'Student', isAdmin: true })).toBe(true);
  });
});

describe('home groups', () => {
  test('Physics, then Math, then other categories alphabetically, uncategorised last; classes keep their order', () => {
    const classes = ['Math:m1', 'zoology:z1', 'Physics:p1', 'Art:a1', ':u1', 'Math:m2', 'Physics:p2'].map((s) => {
      const [category, name] = s.split(':');
      return { category, name };
    });

    const groups = groupByCategory(classes);

    expect(groups.map((g) => [g.category, g.classes.map((c) => c.name)])).toEqual([
      ['Physics', ['p1', 'p2']], ['Math', ['m1', 'm2']], ['Art', ['a1']], ['zoology', ['z1']], ['Other', ['u1']],
    ]);
  });
});

describe('rich text sanitising', () => {
  test('keeps what Quill writes: headings, lists, formulas, alignment, uploaded media, safe links', () => {
    const quill = '<h1 class="ql-align-center">T</h1><ol><li data-list="bullet" class="ql-indent-2">a</li></ol>'
      + '<p><span class="ql-formula" data-value="x^2">\\(x^2\\)</span> <u>u</u> <s>s</s> <em>e</em></p>'
      + '<blockquote>q</blockquote><pre class="ql-syntax">code</pre>'
      + '<video class="ql-video" controls preload="metadata" src="/uploads/2026/11/v.mp4"></video>'
      + '<p><a href="https://example.test/x" target="_blank">link</a><img alt="i" src="https://cdn.example.test/i.png" /></p>';
    expect(sanitizeRichText(quill)).toBe(quill.replace('target="_blank"', 'target="_blank" rel="noopener noreferrer"'));
  });

  test('drops scripts, handlers, styles, iframes, foreign videos, data: and javascript: URLs', () => {
    expect(sanitizeRichText('<p style="color:red" onclick="x()">a<script>b()</script></p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<iframe src="https://youtube.com/embed/x"></iframe><video src="https://evil.test/v.mp4"></video>')).toBe('');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA"><img src="http://plain.test/i.png"><img src="//evil.test/i.png">')).toBe('');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">y</a>')).toBe('<a>x</a><a>y</a>');
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg><math><mi>x</mi></math>')).toBe('');
    expect(sanitizeRichText('<span class="evil ql-formula" data-x="1">f</span>')).toBe('<span class="ql-formula">f</span>');
  });
});

describe('upload checks', () => {
  test('the type field chooses the kind', () => {
    expect([undefined, '', '1', '2', '3'].map(requestedKind)).toEqual(['image', 'image', 'image', 'spreadsheet', 'video']);
    expect(() => requestedKind('4')).toThrow('The upload type must be');
    expect(() => requestedKind(['3', '3'])).toThrow('The upload type must be');
  });

  test('extensions are matched case-insensitively; svg, html and double extensions are refused', () => {
    expect(fileTypeOf('Photo.JPEG')).toMatchObject({ kind: 'image', extension: 'jpg', contentType: 'image/jpeg' });
    for (const name of ['a.svg', 'a.html', 'a.png.html', 'noextension', 'a.svgz', 'a.xml']) expect(() => fileTypeOf(name)).toThrow('This file type is not accepted');
  });

  test('an admin gets the admin allowance whatever their role; the others their role\'s', () => {
    expect(allowanceOf({ role: 'Teacher', isAdmin: true })).toBe(UPLOAD_ALLOWANCES.Admin);
    expect(allowanceOf({ role: 'Student', isAdmin: false })).toBe(UPLOAD_ALLOWANCES.Student);
  });

  test('a file may have its kind\'s size, or what is left of the quota when that is less', () => {
    const MB = 1024 * 1024;
    const student = UPLOAD_ALLOWANCES.Student;
    expect(fileLimit(student, 'video', 0).bytes).toBe(20 * MB);
    expect(fileLimit(student, 'video', 0).refusal().message).toBe('The file is too large: a video can be at most 20 MB.');
    const nearlyFull = fileLimit(student, 'video', 90.5 * MB);
    expect(nearlyFull.bytes).toBe(9.5 * MB);
    expect(nearlyFull.refusal().message).toBe('This file does not fit in your storage: students can keep 100 MB of uploads, and yours use 90.5 MB.');
    expect(fileLimit(student, 'image', 200 * MB).bytes).toBe(0);
    expect([readableSize(2 * 1024 * MB), readableSize(1.25 * MB)]).toEqual(['2 GB', '1.3 MB']);
  });

  test('magic bytes must match the extension', () => {
    const gif = fileTypeOf('a.gif');
    expect(() => assertContentMatches(gif, Buffer.from('GIF89a......'))).not.toThrow();
    expect(() => assertContentMatches(gif, Buffer.from('<svg></svg>.'))).toThrow('does not match');
    const webp = fileTypeOf('a.webp');
    expect(() => assertContentMatches(webp, Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).not.toThrow();
    expect(() => assertContentMatches(webp, Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toThrow('does not match');
  });
});
