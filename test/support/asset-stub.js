/** Jest stand-in for imported images and styles: the file name webpack would give. */
module.exports = 'asset-stub';
