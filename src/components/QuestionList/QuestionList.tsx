import type { ContentHref, FaqContent } from '../../content/types';
import { ContentLink } from '../ContentLink/ContentLink';
import * as styles from './QuestionList.css';

type Question = FaqContent['items'][number];

/**
 * A few questions of the FAQ answered in place, on the page they are about (the pricing page), in the FAQ's own
 * words, with a link to the rest. Open, not an accordion: four short answers read faster than four buttons, and the
 * page needs no script for them. The FAQ page itself keeps its accordion (FaqList) for the whole list.
 */
export function QuestionList({ questions, link }: { questions: readonly Question[]; link: { label: string; href: ContentHref } }) {
  return (
    <div className={styles.questions}>
      <ul className={styles.list}>
        {questions.map((question) => (
          <li key={question.id} className={styles.item} data-question={question.id}>
            <h3 className={styles.question}>{question.question}</h3>
            {question.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <ContentLink href={link.href}>{link.label}</ContentLink>
      </p>
    </div>
  );
}
