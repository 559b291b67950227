/** The part of autocannon 9's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  type Options = {
    url: string;
    connections: number;
    duration: number;
    /** Requests per second across all connections; unset: as fast as the server answers. */
    headers?: Record<string, string>;
    requests?: { setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }[];
  };
  type Instance = PromiseLike<unknown> & {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): void;
  };
  export default function autocannon(options: Options): Instance;
}
