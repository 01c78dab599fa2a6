import { useState } from 'react';
import type { Product } from '@tp/contracts/products';
import { firstProblem, reviewRequest } from '@tp/contracts/product-rules';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { useSubmission } from '@tp/web-kit/use-submission';
import { Button } from '@tp/web-kit/ui/button';
import { Form } from '@tp/web-kit/ui/form';
import { Input } from '@tp/web-kit/ui/input';
import { message } from '@tp/web-kit/ui/message';
import { postReview } from '../api/product';
import { RatingInput } from './rating-input';
import { useProductTexts } from './product-texts';

/**
 * The review's first broken rule (the server's own), in the interface's language: the two a person can break here
 * (no stars, no comment) are translated; the field's length limit keeps the others from happening.
 */
function reviewProblem(rating: number, comment: string, t: ReturnType<typeof useProductTexts>): string | undefined {
  const problem = firstProblem(reviewRequest, { rating: rating || undefined, comment });
  if (problem === undefined) return undefined;
  if (!rating) return t('chooseRating');
  return comment.trim() ? problem : t('writeComment');
}

/** Write a Customer Review: a rating of 1 to 5 and a comment, checked by the server's own rule before sending. */
export function ReviewForm({ productId, onReviewed }: { productId: string; onReviewed: (product: Product) => void }) {
  const t = useProductTexts();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const { busy, problem, submit } = useSubmission();

  const send = () =>
    submit(
      async () => {
        const product = await postReview(productId, { rating, comment: comment.trim() });
        void message.success(t('reviewSubmitted'));
        setRating(0);
        setComment('');
        onReviewed(product);
      },
      { check: () => reviewProblem(rating, comment, t) },
    );

  return (
    <Form layout="vertical" onFinish={() => void send()} disabled={busy} className="tp-review-form">
      <ProblemAlert problem={problem} />
      <Form.Item label={t('rating')}>
        <RatingInput value={rating} onChange={setRating} />
      </Form.Item>
      <Form.Item label={t('comment')} htmlFor="tp-review-comment">
        <Input.TextArea id="tp-review-comment" rows={3} value={comment} onChange={(e) => setComment(e.target.value)} maxLength={2000} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('submit')}
      </Button>
    </Form>
  );
}
