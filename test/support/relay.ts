import net from 'node:net';

/**
 * A TCP relay to a local port that can be stopped and started again: a database outage as the
 * server sees it (connections cut, new ones refused) without touching the database itself.
 */
export class Relay {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  constructor(
    readonly port: number,
    private readonly target: number,
  ) {}

  /** A relay on a free-looking high port (20000–39999). */
  static onRandomPort(target: number): Relay {
    return new Relay(20000 + Math.floor(Math.random() * 20000), target);
  }

  async start(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target, '127.0.0.1');
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  /** Cuts every open connection and refuses new ones until `start`. */
  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}
