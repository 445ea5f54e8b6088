import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A click-to-run server call with its pending and error state, for the admin's
 * writes. (react-query's useMutation would do the same, but pulls its mutation
 * observer into the react-query chunk every public page loads.)
 */
export function useAction<A, R>(
  run: (arg: A) => Promise<R>,
  handlers: { onSuccess?: (result: R, arg: A) => void; onError?: (error: unknown) => void } = {},
) {
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({ isPending: false, error: null });
  const latest = useRef({ run, handlers });
  latest.current = { run, handlers };
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  // biome-ignore lint/suspicious/noConfusingVoidType: an action whose input is void is called with no argument.
  const mutate = useCallback((...args: [A] extends [void] ? [] : [A]) => {
    const arg = args[0] as A;
    setState({ isPending: true, error: null });
    latest.current.run(arg).then(
      (result) => {
        if (isMounted.current) setState({ isPending: false, error: null });
        latest.current.handlers.onSuccess?.(result, arg);
      },
      (error: unknown) => {
        if (isMounted.current) setState({ isPending: false, error });
        latest.current.handlers.onError?.(error);
      },
    );
  }, []);

  return { mutate, isPending: state.isPending, isError: state.error !== null, error: state.error };
}
