/** The part of autocannon's API the server benchmark uses (the package ships no types). */
declare module 'autocannon' {
  export interface Options {
    /** One server, or several: the connections are spread over them. */
    url: string | string[];
    method?: 'GET' | 'POST';
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Result {
    requests: { average: number };
    latency: { p99: number };
    '2xx': number;
    non2xx: number;
    errors: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
