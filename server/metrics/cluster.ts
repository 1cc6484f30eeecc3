import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * API_PROCESSES > 1 (server/api-processes.ts): the api processes share one port, so a scraper
 * cannot pick one. Whichever process a scrape reaches asks the supervisor, which gathers every api
 * process's registry (prom-client's AggregatorRegistry: counters and histograms summed, gauges as
 * each declares) and answers with the sum: one scrape of the port sees the whole machine.
 */
const ASK = 'kinora:metrics-ask';
const ANSWER = 'kinora:metrics-answer';
const ANSWER_TIMEOUT_MS = 6000;

interface Answer {
  type: typeof ANSWER;
  ask: number;
  text?: string;
  error?: string;
}

/** In the supervisor: answers the api processes' asks with the aggregate of all of them. */
export function aggregateApiProcesses(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; ask?: number }) => {
    if (message?.type !== ASK) return;
    const reply = (answer: Omit<Answer, 'type' | 'ask'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, ask: message.ask, ...answer });
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: Error) => reply({ error: error.message }),
    );
  });
}

/** In an api process under a supervisor: its registry is the one the supervisor gathers. */
export function shareWithSupervisor(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // Its constructor installs the listener that answers the supervisor's requests.
  new AggregatorRegistry();
}

let asks = 0;

/** In an api process: the whole machine's metrics, gathered by the supervisor. */
export function askSupervisor(): Promise<string> {
  const ask = ++asks;
  return new Promise((resolve, reject) => {
    const onMessage = (message: Answer) => {
      if (message?.type !== ANSWER || message.ask !== ask) return;
      done();
      if (message.error !== undefined || message.text === undefined)
        reject(new Error(`metrics not gathered: ${message.error}`));
      else resolve(message.text);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('metrics not gathered: the supervisor did not answer'));
    }, ANSWER_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send?.({ type: ASK, ask });
  });
}
