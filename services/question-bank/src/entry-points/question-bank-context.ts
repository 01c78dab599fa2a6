import type { ServiceContext, UsersOf } from '@tp/service-kit';
import type { QuestionBankConfig } from '../config';

/** What question-bank's routers are given besides its deps: resources, settings and the users copy. */
export type QuestionBankContext = ServiceContext<QuestionBankConfig> & UsersOf<true>;
