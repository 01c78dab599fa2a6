import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@tp/web-kit/ui/app';
import { Card } from '@tp/web-kit/ui/card';
import { Col } from '@tp/web-kit/ui/col';
import { ConfigProvider } from '@tp/web-kit/ui/config-provider';
import { Row } from '@tp/web-kit/ui/row';
import { Typography } from '@tp/web-kit/ui/typography';
import { RichTextEditor, EDITOR_HEIGHT } from '../src/editor/rich-text-editor';
import { MathView } from '../src/math/math-view';
import { USER_STORAGE_KEY } from '@tp/web-kit/session-store';

// The dev server accepts uploads from this pretend user only.
localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ name: 'Dev Teacher', role: 'Teacher', token: 'dev-token' }));

const START = '<h2>Kinematics</h2><p>With constant acceleration, \\(v^2 = u^2 + 2as\\) and</p><p>$$s = ut + \\tfrac12 at^2$$</p>';

function DevPage() {
  const [html, setHtml] = useState(START);
  const [answer, setAnswer] = useState('');
  return (
    <Row gutter={16} style={{ padding: 16 }}>
      <Col xs={24} lg={12}>
        <Card title="RichTextEditor">
          <RichTextEditor value={html} onChange={setHtml} aria-label="Question text" />
        </Card>
        <Card title="Answer editor (200 px)" style={{ marginTop: 16 }}>
          <RichTextEditor value={answer} onChange={setAnswer} height={EDITOR_HEIGHT.answer} aria-label="Your answer" />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title="MathView">
          <MathView html={html} aria-label="Preview" />
        </Card>
        <Card title="Stored HTML" style={{ marginTop: 16 }}>
          <Typography.Paragraph code data-testid="stored-html" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {html}
          </Typography.Paragraph>
        </Card>
      </Col>
    </Row>
  );
}

createRoot(document.body.appendChild(document.createElement('div'))).render(
  <StrictMode>
    <ConfigProvider>
      <App>
        <DevPage />
      </App>
    </ConfigProvider>
  </StrictMode>,
);
