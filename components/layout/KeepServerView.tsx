'use client';

import { Component, type ReactNode } from 'react';

interface KeepServerViewProps {
  children: ReactNode;
}

/**
 * Wraps a signal (notFound() or a rethrown provider error) whose job ends on the server, where it
 * sets the status code. On the client the same throw would hand the page to the locale's generic
 * not-found or error screen; caught here, it renders nothing and the page's own view, already in
 * the server HTML, stays.
 */
export default class KeepServerView extends Component<KeepServerViewProps, { caught: boolean }> {
  state = { caught: false };

  static getDerivedStateFromError() {
    return { caught: true };
  }

  render() {
    return this.state.caught ? null : this.props.children;
  }
}
