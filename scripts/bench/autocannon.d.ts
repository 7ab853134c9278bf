/** The part of autocannon's API the server benchmark uses (the package ships no types). */
declare module 'autocannon' {
  export interface Options {
    /** One server, or several: the connections are spread over them. */
    url: string | string[];
    method?: 'GET' | 'POST';
    connections?: number;
    pipelining?: number;
    duration?: number;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
