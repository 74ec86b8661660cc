/**
 * `@url/readers/live` (Node only): the real parsers behind the reader models, driven from Node.
 * `compareLive` runs each installed real parser once over all inputs and lists where a model and
 * its real parser differ (what `url-inspect --live` shows); `runLive` / `runLiveSync` run one
 * driver; `liveCommands` names each driver's command and install line. The drivers (`python.py`,
 * `curl.py`, `go.go`, `php.php`, `Java.java`, `ruby.rb`, `perl.pl`, `node-legacy.mjs`) ship in
 * the package's `live/` folder; the protocol is in its README.
 * @module
 */
export {
  compareLive,
  type LiveComponent,
  type LiveDifference,
  type LiveInputDifference,
  type LiveOptions,
  type LiveReaderReport,
  type LiveReport,
  liveDifferences,
} from './compare';
export {
  assertLiveAvailable,
  type LiveCommand,
  type LiveResult,
  type LiveRun,
  liveCommands,
  liveScript,
  PYTHON,
  runLive,
  runLiveSync,
} from './driver';
