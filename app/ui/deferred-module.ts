/**
 * A module a page needs only once the visitor starts to use a form: a form's
 * zod schema, the code that sends it. Loaded on the first focus or touch of
 * the form (`start()`), not with the page, so the page's first load carries
 * no validation library (docs/benchmarks.md "JavaScript budget", decision 068).
 * A failed load (offline) is forgotten, so the next `start()` tries again.
 */
import { useCallback, useState, type FormEvent } from "react";

export interface DeferredModule<T> {
  /** Load the module, once; the promise of the loaded module. */
  start(): Promise<T>;
  /** The module once loaded, else undefined. */
  readonly current: T | undefined;
}

export function deferredModule<T>(load: () => Promise<T>): DeferredModule<T> {
  let pending: Promise<T> | undefined;
  let loaded: T | undefined;
  return {
    start() {
      pending ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    get current() {
      return loaded;
    },
  };
}

/**
 * A deferred module in a component: `current` once loaded (the component renders again then),
 * and `load` for the events that should start the load.
 */
export function useDeferredModule<T>(module: DeferredModule<T>): { current: T | undefined; load: () => void } {
  const [current, setCurrent] = useState<T | undefined>(module.current);
  const load = useCallback(() => {
    module.start().then(
      (loaded) => setCurrent(() => loaded),
      () => undefined, // offline: the next focus or submit tries again
    );
  }, [module]);
  return { current: current ?? module.current, load };
}

/**
 * A form sent before the module its check needs has arrived: hold the submission, load the
 * module, and send the form again (its check runs then, with the same button as submitter). If
 * the module cannot be fetched (offline), the form goes to the server as it does without scripts,
 * and the route action checks it with the same schema.
 */
export function submitWhenLoaded(event: FormEvent<HTMLFormElement>, module: DeferredModule<unknown>): void {
  event.preventDefault();
  const form = event.currentTarget;
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  module.start().then(
    () => form.requestSubmit(submitter),
    () => {
      // a native submission carries no submitter: keep its name and value (the intent of the form)
      if (submitter instanceof HTMLButtonElement && submitter.name) {
        const carried = document.createElement("input");
        carried.type = "hidden";
        carried.name = submitter.name;
        carried.value = submitter.value;
        form.append(carried);
      }
      form.submit();
    },
  );
}
