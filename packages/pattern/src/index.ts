// URLPatternList (the router) is its own entry: '@url/pattern/list'.
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
