import amqp, { type AmqpConnectionManager, type ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel } from 'amqplib';
import type { Logger } from 'pino';
import type { EventEnvelope } from '@tp/contracts';
import { busNames } from './names';

export interface EventBusOptions {
  url: string;
  prefix: string;
  service: string;
  logger: Logger;
}

/**
 * One connection to RabbitMQ that survives broker restarts (amqp-connection-manager reconnects and re-runs
 * every channel's setup). Publishing waits for the broker's confirm, so "published" means "stored".
 */
export class EventBus {
  readonly names: ReturnType<typeof busNames>;
  private readonly connection: AmqpConnectionManager;
  private readonly publisher: ChannelWrapper;

  constructor(private readonly options: EventBusOptions) {
    this.names = busNames(options.prefix, options.service);
    this.connection = amqp.connect([options.url], { heartbeatIntervalInSeconds: 5, reconnectTimeInSeconds: 1 });
    this.connection.on('disconnect', ({ err }) => options.logger.warn({ err: err?.message }, 'broker disconnected'));
    this.connection.on('connect', () => options.logger.info('broker connected'));
    this.publisher = this.connection.createChannel({
      confirm: true,
      setup: (channel: ConfirmChannel) => channel.assertExchange(this.names.exchange, 'topic', { durable: true }),
    });
  }

  isConnected(): boolean {
    return this.connection.isConnected();
  }

  async publish(event: EventEnvelope, timeoutMs = 5_000): Promise<void> {
    await this.publisher.publish(this.names.exchange, event.name, Buffer.from(JSON.stringify(event)), {
      persistent: true,
      contentType: 'application/json',
      messageId: event.id,
      type: event.name,
      timeout: timeoutMs,
    });
  }

  /** A channel whose `setup` runs on every (re)connect: consumers declare their queues and start consuming there. */
  createChannel(setup: (channel: ConfirmChannel) => Promise<unknown>): ChannelWrapper {
    return this.connection.createChannel({ confirm: true, setup });
  }

  async close(): Promise<void> {
    await this.publisher.close().catch(() => undefined);
    await this.connection.close();
  }
}
