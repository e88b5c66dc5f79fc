import { ChatPage } from '../../features/shell/components/chat-page';

export default ChatPage;
