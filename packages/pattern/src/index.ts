// URLPatternList (the router) is its own entry: '@url/pattern/list'.

// The eight components (and URLPatternInit members), in the standard's order.
export { COMPONENT_NAMES as URL_PATTERN_COMPONENTS } from './init';
export {
  URLPattern,
  type URLPatternComponent,
  type URLPatternComponentResult,
  type URLPatternGroupNames,
  type URLPatternInit,
  type URLPatternInput,
  type URLPatternOptions,
  type URLPatternResult,
  type URLPatternWarning,
} from './url-pattern';
