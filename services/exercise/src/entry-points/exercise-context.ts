import type { ServiceContext, UsersOf } from '@tp/service-kit';
import type { ExerciseConfig } from '../config';
import { CatalogClient } from '../data-access/catalog-client';
import { QuestionBankClient } from '../data-access/question-bank-client';
import type { Neighbours } from '../domain/neighbours';

/** What the exercise service's routers and consumers are given: its resources, its settings and the users copy. */
export type ExerciseContext = ServiceContext<ExerciseConfig> & UsersOf<true>;

/** Clients of catalog and question-bank with this service's token and timeout. */
export function neighboursOf({ config, internal }: ExerciseContext): Neighbours {
  return {
    catalog: new CatalogClient(config.CATALOG_URL, config.INTERNAL_TIMEOUT_MS, internal),
    questionBank: new QuestionBankClient(config.QUESTION_BANK_URL, config.INTERNAL_TIMEOUT_MS, internal),
  };
}
