import { createEnvelope } from '@prop/service-kit/outbox';
import { connectNats, ensureStream, subjectFor } from '@prop/service-kit/nats';
import { createClock } from '@prop/service-kit/clock';
import { loadReportingConfig } from './config.ts';
import { demoHistory } from './domain/demo-history.ts';
import { demoOf } from './events/reported-events.ts';

/**
 * DEMO ONLY. Gives the KPI dashboard half a year of made-up history: the demo past is published as
 * copies of the real events on the reporting service's own stream (`reporting.demo.…`), which only
 * reporting reads, through the same consumers and read models as real events. Production refuses;
 * a stream that already holds a demo past gets no second one.
 */
const config = loadReportingConfig();
if (config.NODE_ENV === 'production') {
  console.error('reporting: refusing to seed a demo history in production');
  process.exit(1);
}
const nats = await connectNats(config.NATS_URL, 'reporting-seed');
try {
  const stream = await ensureStream(nats, config.NAMESPACE, 'reporting');
  const demoSubjects = subjectFor(config.NAMESPACE, 'reporting.demo.>');
  const info = await nats.jsm.streams.info(stream, { subjects_filter: demoSubjects });
  if (Object.keys(info.state.subjects ?? {}).length > 0) {
    console.log('reporting: demo history already present');
  } else {
    const events = demoHistory(createClock(config.FAKE_NOW).now());
    for (const { definition, data, at } of events) {
      const demo = demoOf(definition);
      const envelope = createEnvelope(demo, data, at);
      await nats.js.publish(subjectFor(config.NAMESPACE, demo.subject), JSON.stringify(envelope), {
        msgID: envelope.id,
      });
    }
    console.log(`reporting: demo history of ${events.length} events published`);
  }
} finally {
  await nats.nc.close();
}
