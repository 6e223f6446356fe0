/** SPEC §1: the second analytics or heatmap service, loaded lazily by the shell. The project id is adapter config. */
export interface HeatmapLoader {
  /** Starts loading the service. The shell calls it once, after the page is interactive. */
  load(): void;
}
