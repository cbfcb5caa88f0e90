import { createServer, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

const address = (line: string) => /<([^>]*)>/.exec(line)?.[1] ?? '';

/**
 * The smallest SMTP server nodemailer will talk to: no extensions (so no STARTTLS and no
 * pipelining), every command accepted, every message kept in order of arrival.
 */
export function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const onLine = (line: string) => {
      if (inData) {
        if (line === '.') {
          inData = false;
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
        } else {
          // Dot-stuffing: a leading dot was doubled by the sender.
          mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
        }
        return;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') {
        reply('250 sink');
      } else if (verb === 'MAIL') {
        mail = { from: address(line), to: [], data: '' };
        reply('250 2.1.0 ok');
      } else if (verb === 'RCPT') {
        mail.to.push(address(line));
        reply('250 2.1.5 ok');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 end with <CRLF>.<CRLF>');
      } else if (verb === 'QUIT') {
        reply('221 2.0.0 bye');
        socket.end();
      } else {
        reply('250 ok');
      }
    };
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        onLine(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\r\n');
      }
    });
    socket.on('error', () => socket.destroy());
    reply('220 sink ESMTP');
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as { port: number };
      resolve({
        url: `smtp://127.0.0.1:${bound}`,
        received,
        close: () =>
          new Promise((closed) => {
            for (const socket of sockets) {
              socket.destroy();
            }
            server.close(() => closed());
          }),
      });
    });
  });
}
