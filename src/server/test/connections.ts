/** The server's view of a request from `address`, as the Node adapter passes it: for `app.request(path, init, env)`. */
export const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
