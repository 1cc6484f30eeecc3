import { defineModule, reactTo } from '../../module-manifest';
import { viewValidated } from '../videos/videos.public';
import { postCreditsJob } from './jobs/post-credits.job';
import { creditPaidViewReaction } from './reactions/credit-paid-view';

/**
 * Creator earnings (issue 26): for now, the paid views credited into the ledger. No routes yet (the
 * dashboard's API comes with it); no member data removed on deletion — the ledger is kept (legal
 * retention) and names no viewer.
 */
export const earningsModule = defineModule({
  name: 'earnings',
  reactions: [reactTo(viewValidated, creditPaidViewReaction)],
  jobs: [postCreditsJob],
  permissionRoutes: [],
});
